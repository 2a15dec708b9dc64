// The identity service's shapes: profile, login and OTP results (docs/contracts/identity.md).

export type UserProfile = {
  id: number;
  userName: string;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  isEmailConfirmed: boolean;
  phoneNumber: string | null;
  isPhoneNumberConfirmed: boolean;
  isActive: boolean;
  /** true = male, false = female, null = not set. */
  gender: boolean | null;
  birthDay: string | null;
  nationalId: string | null;
  nationalityId: string | null;
  isNewsletter: boolean;
  timezone?: string | null;
};

/** Result of OTP/Login, OTP/Register and TokenAuth/Login. */
export type LoginResult = {
  accessToken: string;
  encryptedAccessToken?: string;
  expireInSeconds: number;
  userId: number;
  refreshToken?: string;
  refreshTokenExpireInSeconds?: number;
  shouldResetPassword?: boolean;
  requiresTwoFactorVerification?: boolean;
  user: UserProfile;
};

export type SendOtpResult = {
  emailOrPhoneNumber: string;
  isRegistered: boolean;
  codeLength: number;
  expireInSeconds: number;
} | null;

export type UpdateProfileInput = {
  firstName: string;
  lastName: string;
  gender: boolean | null;
  birthDay?: string | null;
  nationalId?: string | null;
  nationalityId?: string | null;
  timezone?: string | null;
  isNewsletter?: boolean;
};

export type ForgotPasswordResult = { userId: number };
export type ResetPasswordResult = { canLogin: boolean; userName: string } | null;
