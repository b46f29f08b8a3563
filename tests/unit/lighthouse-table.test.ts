/**
 * The bench's Lighthouse table (scripts/lighthouse.ts): targets marked, and rows measured beside
 * other work flagged.
 */
import { describe, expect, it } from 'vitest';
import { formatLighthouseTable, type LighthouseRow } from '../../scripts/lighthouse';

const row = (route: string, tbt: number, otherCores: number): LighthouseRow => ({
  route,
  formFactor: 'mobile',
  performance: tbt > 100 ? 99 : 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1.06,
  tbt,
  cls: 0,
  totalKb: 311.9,
  lcpRange: [1, 1.07],
  tbtRange: [tbt - 10, tbt + 10],
  runs: 3,
  benchmarkIndex: 2567,
  otherCores,
});

describe('formatLighthouseTable', () => {
  it('marks a missed target and names the rows that shared the machine', () => {
    const table = formatLighthouseTable([row('/configuration/options', 107, 1.4), row('/providers/github', 26, 0.1)]);
    expect(table).toMatch(/\/configuration\/options\s+mobile\s+99!.*107! \(97–117\)/);
    expect(table).toContain(
      "! other processes used cores' worth of CPU beside these rows, whose figures are not comparable: /configuration/options mobile (1.4)",
    );
    expect(table).not.toMatch(/not comparable.*providers/);
  });

  it('says nothing of the machine when nothing else ran', () => {
    expect(formatLighthouseTable([row('/providers/github', 26, 0.1)])).not.toContain('not comparable');
  });
});
