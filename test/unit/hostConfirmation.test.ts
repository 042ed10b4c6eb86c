import { confirmWithHost } from '../../src/shared/hostConfirmation';
import { submitFailureText } from '../../src/shared/ui/SubmitFailureMessage';

describe("an embedding host's answer to an order or a quote", () => {
  it('is null when the host accepts', async () => {
    await expect(confirmWithHost(async () => 'ok', { id: 'QT-1' })).resolves.toBeNull();
  });

  it("is a refusal with the host's reason when it rejects or throws", async () => {
    await expect(confirmWithHost(() => Promise.reject(new Error(' Closed today ')), {})).resolves.toEqual({
      kind: 'RefusedByHost',
      reason: 'Closed today',
    });
    await expect(
      confirmWithHost(() => {
        throw 'no stock';
      }, {}),
    ).resolves.toEqual({ kind: 'RefusedByHost', reason: 'no stock' });
    await expect(confirmWithHost(() => Promise.reject(42), {})).resolves.toEqual({ kind: 'RefusedByHost', reason: '' });
  });

  it('tells the visitor plainly, with the reason when there is one', () => {
    expect(submitFailureText({ kind: 'RefusedByHost', reason: 'Closed today' }, 'Your order was not placed')).toBe(
      'Your order was not placed: the site did not accept it (Closed today). Everything you entered is still here; please try again.',
    );
    expect(submitFailureText({ kind: 'RefusedByHost', reason: '' }, 'Your quote request was not sent')).toBe(
      'Your quote request was not sent: the site did not accept it. Everything you entered is still here; please try again.',
    );
  });

  it('is one of the failures a submit shows, each in its own words', () => {
    expect(submitFailureText({ kind: 'NotSaved', reason: 'full' }, 'Your order was not placed')).toBe(
      "Your order was not placed: it could not be saved, because your browser's storage for this site is full. " +
        'Everything you entered is still here. Free some space or allow site data, then try again.',
    );
    expect(submitFailureText({ kind: 'Failed' }, 'Your review was not saved')).toBe(
      'Your review was not saved: something went wrong. Everything you entered is still here; please try again.',
    );
  });
});
