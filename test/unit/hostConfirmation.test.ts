import { confirmWithHost } from '../../src/shared/hostConfirmation';
import { submitFailureMessage } from '../../src/shared/submitFailureMessage';

describe("an embedding host's answer to an order or a quote", () => {
  it('is null when the host accepts', async () => {
    await expect(confirmWithHost(async () => 'ok', { id: 'QT-1' })).resolves.toBeNull();
  });

  it("is a refusal with the host's reason when it rejects or throws", async () => {
    await expect(confirmWithHost(() => Promise.reject(new Error(' Closed today ')), {})).resolves.toEqual({
      refusedByHost: true,
      message: 'Closed today',
    });
    await expect(
      confirmWithHost(() => {
        throw 'no stock';
      }, {}),
    ).resolves.toEqual({ refusedByHost: true, message: 'no stock' });
    await expect(confirmWithHost(() => Promise.reject(42), {})).resolves.toEqual({ refusedByHost: true, message: '' });
  });

  it('tells the visitor plainly, with the reason when there is one', () => {
    expect(submitFailureMessage({ refusedByHost: true, message: 'Closed today' }, 'Your order was not placed')).toBe(
      'Your order was not placed: the site did not accept it (Closed today). Everything you entered is still here; please try again.',
    );
    expect(submitFailureMessage({ refusedByHost: true, message: '' }, 'Your quote request was not sent')).toBe(
      'Your quote request was not sent: the site did not accept it. Everything you entered is still here; please try again.',
    );
  });
});
