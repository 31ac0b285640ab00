import type { RoleName } from '../constants/roles.js';

/** POST /api/Auth/login body. */
export interface LoginRequest {
  email: string;
  password: string;
}

/** POST /api/Auth/login success answer. */
export interface LoginResponse {
  token: string;
}

/** GET /api/auth/userinfo answer. */
export interface UserInfo {
  name: string;
  email: string;
  roles: RoleName[];
}

/** GET /api/auth/check-reset-token answer; `reason` is a text to show when not valid. */
export interface CheckResetTokenResponse {
  valid: boolean;
  reason?: string | null;
}

/** POST /api/auth/reset-password body. */
export interface ResetPasswordRequest {
  userId: number | string;
  token: string;
  newPassword: string;
}
