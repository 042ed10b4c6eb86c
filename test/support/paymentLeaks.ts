/**
 * Where payment details show up in a document (a delivery, the store's state,
 * localStorage): a key that names a payment field, or a key or value that
 * holds one of the secrets the test typed. A short secret (a CVV, an expiry
 * date) counts only as a whole word: "909" inside an order id made of a time
 * stamp is chance, "cvv=909" or a value "909" is a leak. Longer secrets (a
 * card number, with or without its spaces) count anywhere in a text.
 */
export function paymentLeaks(document: unknown, secrets: string[], fields: string[] = []): string[] {
  const leaks: string[] = [];
  const holds = (text: string, secret: string) =>
    secret.replace(/\s/g, '').length >= 8 ? text.includes(secret) : text.split(/[^A-Za-z0-9/]+/).includes(secret);
  const check = (text: string, where: string) => {
    for (const secret of secrets) if (holds(text, secret)) leaks.push(`${where} holds ${secret}`);
  };
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string' || typeof value === 'number') check(String(value), path);
    else if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}[${index}]`));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (fields.includes(key)) leaks.push(`${path}.${key} is a payment field`);
        check(key, `${path}.${key} (its name)`);
        visit(item, `${path}.${key}`);
      }
    }
  };
  visit(document, '$');
  return leaks;
}
