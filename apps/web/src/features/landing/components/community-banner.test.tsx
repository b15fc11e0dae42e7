import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { CommunityBanner } from './community-banner';

describe('CommunityBanner', () => {
  test('shows the spec texts', () => {
    render(<CommunityBanner />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Versio ti adora');
    expect(screen.getByText('Fai parte della community!')).toBeTruthy();
  });

  test('without a share dialog, "Dillo a tutti." copies the site address and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CommunityBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Dillo a tutti.' }));
    expect(await screen.findByText('Message copied to clipboard! Now you can paste it on social media.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(window.location.origin);
  });
});
