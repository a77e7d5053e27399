/**
 * The addresses of the calls a person makes before or around a session (signing in and out, passwords, pro
 * sign-up, invitation links), zod-free. The back office's calls are in staff-api-paths.ts.
 */
export const sessionPaths = {
  login: '/api/login/',
  logout: '/api/logout/',
  passwordResetMail: '/api/sendemailresetpassword/',
  changePassword: (token: string, uid: string) => `/api/change-password/?${new URLSearchParams({ token, uid }).toString()}`,
  changeOwnPassword: (userId: string) => `/api/change-password-admin/${encodeURIComponent(userId)}/`,
  proSignUp: '/api/pro/signup/',
  proConfirm: (token: string) => `/api/pro/confirm/${encodeURIComponent(token)}/`,
  invitationByToken: (token: string) => `/api/invitations/by-token/${encodeURIComponent(token)}/`,
  acceptInvitation: (token: string) => `/api/invitations/by-token/${encodeURIComponent(token)}/accept/`,
};
