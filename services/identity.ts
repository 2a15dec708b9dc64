// Identity host calls, as contracts/identity.openapi.yaml states them. Every function returns a ServiceResult.
import { abpResult } from './abp';
import { createClient } from './http';
import type { ServiceResult } from './types/common';
import type {
  ChangePasswordInput,
  ForgotPasswordResult,
  ForgotPasswordVerificationInput,
  ForgotPasswordVerificationResult,
  LoginResult,
  OtpLoginInput,
  OtpRegisterInput,
  PasswordLoginInput,
  ResetPasswordInput,
  ResetPasswordResult,
  SendOtpResult,
  UpdateProfileInput,
  UserProfile,
  VerifySmsCodeInput,
} from './types/identity';

const anonymous = () => createClient('identity');
const authorised = () => createClient('identity', { auth: true });

export function sendOtp(emailOrPhoneNumber: string): Promise<ServiceResult<SendOtpResult>> {
  return abpResult(anonymous().post('/api/services/app/OTP/SendOTP', { emailOrPhoneNumber }));
}

export function loginWithOtp(input: OtpLoginInput): Promise<ServiceResult<LoginResult>> {
  return abpResult(anonymous().post('/api/services/app/OTP/Login', input));
}

export function registerWithOtp(input: OtpRegisterInput): Promise<ServiceResult<LoginResult>> {
  return abpResult(anonymous().post('/api/services/app/OTP/Register', input));
}

export function loginWithPassword(input: PasswordLoginInput): Promise<ServiceResult<LoginResult>> {
  return abpResult(anonymous().post('/api/TokenAuth/Login', input));
}

export function getCurrentUserProfile(): Promise<ServiceResult<UserProfile>> {
  return abpResult(authorised().get('/api/services/app/Profile/GetCurrentUserProfileForEdit'));
}

export function updateCurrentUserProfile(profile: UpdateProfileInput): Promise<ServiceResult<null>> {
  return abpResult(authorised().put('/api/services/app/Profile/UpdateCurrentUserProfile', profile));
}

export function updateProfileEmail(emailAddress: string): Promise<ServiceResult<null>> {
  return abpResult(authorised().put('/api/services/app/Profile/UpdateProfileEmail', { emailAddress }));
}

export function updateProfilePhoneNumber(phoneNumber: string): Promise<ServiceResult<null>> {
  return abpResult(authorised().put('/api/services/app/Profile/UpdateProfilePhoneNumber', { phoneNumber }));
}

/** Sends a code to the user's own unconfirmed number (ASP.NET Zero's name). */
export function sendVerificationSms(phoneNumber: string): Promise<ServiceResult<null>> {
  return abpResult(authorised().post('/api/services/app/Profile/SendVerificationSms', { phoneNumber }));
}

/** Confirms the number with the code sent to it. */
export function verifySmsCode(input: VerifySmsCodeInput): Promise<ServiceResult<null>> {
  return abpResult(authorised().post('/api/services/app/Profile/VerifySmsCode', input));
}

export function sendEmailActivation(emailAddress: string): Promise<ServiceResult<null>> {
  return abpResult(authorised().post('/api/services/app/Account/SendEmailActivation', { emailAddress }));
}

export function changePassword(input: ChangePasswordInput): Promise<ServiceResult<null>> {
  return abpResult(authorised().post('/api/services/app/Account/ChangePassword', input));
}

export function forgotPasswordByPhoneNumber(phoneNumber: string): Promise<ServiceResult<ForgotPasswordResult>> {
  return abpResult(anonymous().post('/api/services/app/Account/ForgotPasswordByPhoneNumber', { phoneNumber }));
}

export function forgotPasswordVerification(
  input: ForgotPasswordVerificationInput,
): Promise<ServiceResult<ForgotPasswordVerificationResult>> {
  return abpResult(anonymous().post('/api/services/app/Account/ForgotPasswordVerification', input));
}

export function resetPassword(input: ResetPasswordInput): Promise<ServiceResult<ResetPasswordResult>> {
  return abpResult(anonymous().post('/api/services/app/Account/ResetPassword', input));
}
