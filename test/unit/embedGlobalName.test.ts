import { installGlobal, SHOP_BRAND } from '../../src/app/embed/globalName';

describe("the embed script's global", () => {
  let errors: jest.SpyInstance;
  let warnings: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    errors.mockRestore();
    warnings.mockRestore();
  });

  it('is installed under the name the build chose when the name is free', () => {
    const page: Record<string, unknown> = {};
    const api = { [SHOP_BRAND]: true };
    expect(installGlobal(page, 'GraniteShop', api)).toBe('installed');
    expect(page.GraniteShop).toBe(api);
  });

  it("never replaces a host's own global of that name, and says so", () => {
    const hostWidget = { open() {} };
    const page: Record<string, unknown> = { StoneShop: hostWidget };
    expect(installGlobal(page, 'StoneShop', { [SHOP_BRAND]: true })).toBe('refused');
    expect(page.StoneShop).toBe(hostWidget);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('window.StoneShop already belongs to this page'));
  });

  it('recognises a second copy of the shop script and leaves the first in charge', () => {
    const first = { [SHOP_BRAND]: true };
    const page: Record<string, unknown> = { StoneShop: first };
    expect(installGlobal(page, 'StoneShop', { [SHOP_BRAND]: true })).toBe('already-this-shop');
    expect(page.StoneShop).toBe(first);
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
  });
});
