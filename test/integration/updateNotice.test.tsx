import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateNotice } from '../../src/app/serviceWorker/UpdateNotice';

describe('UpdateNotice', () => {
  it('offers the new version with Reload and Dismiss', () => {
    render(<UpdateNotice onReload={jest.fn()} onDismiss={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready - Reload×');
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('shows at once that Reload was taken, keeps the focus on it and asks only once', async () => {
    const onReload = jest.fn();
    render(<UpdateNotice onReload={onReload} onDismiss={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    const busy = screen.getByRole('button', { name: 'Reloading...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    // Dismissing a reload already on its way would only hide it.
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    await userEvent.click(busy);
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('asks to be hidden when dismissed', async () => {
    const onDismiss = jest.fn();
    render(<UpdateNotice onReload={jest.fn()} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
