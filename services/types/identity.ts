// The identity host's shapes, as contracts/identity.openapi.yaml gives them.
import type { components } from '@/contracts/generated/identity';

type Schemas = components['schemas'];

/** The signed-in user's profile; `gender` true is male, false female, null not given. */
export type UserProfile = Schemas['UserProfile'];

/** Result of every sign-in: OTP/Login, OTP/Register and TokenAuth/Login. */
export type LoginResult = Schemas['AuthenticateResultModel'];

export type SendOtpResult = Schemas['SendOtpResult'];
export type OtpLoginInput = Schemas['OtpLoginInput'];
export type OtpRegisterInput = Schemas['OtpRegisterInput'];
export type PasswordLoginInput = Schemas['AuthenticateModel'];

export type UpdateProfileInput = Schemas['UpdateProfileInput'];
export type VerifySmsCodeInput = Schemas['VerifySmsCodeInput'];
export type ChangePasswordInput = Schemas['ChangePasswordInput'];

export type ForgotPasswordResult = Schemas['ForgotPasswordResult'];
export type ForgotPasswordVerificationInput = Schemas['ForgotPasswordVerificationInput'];
export type ForgotPasswordVerificationResult = Schemas['ForgotPasswordVerificationResult'];
export type ResetPasswordInput = Schemas['ResetPasswordInput'];
export type ResetPasswordResult = Schemas['ResetPasswordOutput'];
