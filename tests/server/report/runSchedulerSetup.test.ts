import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createTestApp } from '../helpers/testApp';

describe('report scheduler timer', () => {
  it('is on by default and off with REPORT_SCHEDULER_ENABLED=false', () => {
    expect(loadConfig({}).REPORT_SCHEDULER_ENABLED).toBe(true);
    expect(loadConfig({ REPORT_SCHEDULER_ENABLED: 'false' }).REPORT_SCHEDULER_ENABLED).toBe(false);
  });

  it('ticks on its own in a server with reports on, and not with ALERT_REPORTS off', async () => {
    const on = await createTestApp({ env: { REPORT_SCHEDULER_ENABLED: 'true' } });
    try {
      expect(on.app.reportScheduler.ticking).toBe(true);
    } finally {
      await on.app.close();
    }
    const off = await createTestApp({
      env: { REPORT_SCHEDULER_ENABLED: 'true', FEATURE_FLAGS: '{"ALERT_REPORTS": false}' },
    });
    try {
      expect(off.app.reportScheduler.ticking).toBe(false);
    } finally {
      await off.app.close();
    }
  });
});
