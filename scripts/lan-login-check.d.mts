export interface LanLoginResult {
  csp: string;
  hsts?: string;
  failed: string[];
  https: string[];
  landed: string;
}
export function lanAddress(): Promise<string>;
export function lanLogin(options: {
  baseUrl: string;
  email: string;
  password: string;
  newPassword?: string;
}): Promise<LanLoginResult>;
