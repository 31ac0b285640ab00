import { logPath } from './log-path.js';

describe('logPath', () => {
  it('drops the query string, where a link carries its token', () => {
    expect(logPath('/api/auth/confirm-email?userId=7&token=abcDEF123_-')).toBe('/api/auth/confirm-email');
    expect(logPath('/api/auth/check-reset-token?token=x?y')).toBe('/api/auth/check-reset-token');
    expect(logPath('/api/health')).toBe('/api/health');
  });
});
