import fs from 'node:fs';
import type { Page } from 'puppeteer';

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeProblem {
  rule: string;
  impact: string;
  targets: string[];
}

/**
 * Runs axe-core on the page as it is now (injected through DevTools, so the
 * shop's Content Security Policy does not apply to it) and returns the
 * serious and critical violations.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeProblem[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: Document): Promise<{ violations: Array<{ id: string; impact?: string; nodes: Array<{ target: unknown[] }> }> }> };
    };
    const { violations } = await axe.run(document);
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      }));
  });
}
