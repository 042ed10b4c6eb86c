import type { statusesChanged } from '../../shared/events';
import { readAnswers } from './statusRules';
import type { VisitorUpdate } from './types';

type StatusesChange = ReturnType<typeof statusesChanged>['payload'];

/**
 * What the shop makes of an acceptance the address refused for good (a 4xx):
 * the quote was never accepted, so it must not go on saying so. The inbox's
 * refusal carries the record's answer as it stands (its status and every step,
 * a rejection's reason or a lapsed validity included): that answer is applied
 * as a status check's would be, except that its status stands even where the
 * visitor's own "accepted" ranks as high. A refusal without a readable answer
 * (another receiver, a wrong key) puts back the status the acceptance was made
 * from, `quoted`. Null when there is nothing to change.
 */
export function refusedAcceptance(update: VisitorUpdate, body: unknown, localStatus: string | undefined, heardAt: string): StatusesChange | null {
  const record = (body as { record?: unknown } | null)?.record;
  const [answer] = readAnswers({ records: [record] }, [update.recordId]);
  if (answer) {
    return {
      statuses: answer.status !== localStatus ? { [update.recordId]: answer.status } : {},
      checkedAt: heardAt,
      asked: [update.recordId],
      answers: [answer],
    };
  }
  return localStatus === 'accepted' ? { statuses: { [update.recordId]: 'quoted' } } : null;
}
