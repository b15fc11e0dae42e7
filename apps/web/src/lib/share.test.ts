import { describe, expect, test, vi } from 'vitest';
import { describeShareOutcome, shareOrCopy } from './share';

const data = { title: 'Versio', text: 'Prova Versio', url: 'https://versio.app' };

function createNavigator(options: { share?: () => Promise<void>; writeText?: () => Promise<void> }) {
  const writeText = vi.fn(options.writeText ?? (() => Promise.resolve()));
  return { nav: { share: options.share, clipboard: { writeText } } as unknown as Navigator, writeText };
}

describe('shareOrCopy', () => {
  test('uses the device share dialog when there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const { nav, writeText } = createNavigator({ share });
    expect(await shareOrCopy(data, nav)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  test('copies the site address when there is no share dialog', async () => {
    const { nav, writeText } = createNavigator({});
    expect(await shareOrCopy(data, nav)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://versio.app');
  });

  test('closing the dialog is not reported as an error', async () => {
    const { nav } = createNavigator({ share: () => Promise.reject(new DOMException('chiuso', 'AbortError')) });
    expect(await shareOrCopy(data, nav)).toBe('cancelled');
  });

  test('a refused clipboard is a failure', async () => {
    const { nav } = createNavigator({ writeText: () => Promise.reject(new Error('negato')) });
    expect(await shareOrCopy(data, nav)).toBe('failed');
  });
});

describe('describeShareOutcome', () => {
  test.each([
    ['shared', 'Message shared successfully!'],
    ['copied', 'Message copied to clipboard! Now you can paste it on social media.'],
    ['failed', 'Copying failed. Please try again.'],
    ['cancelled', null],
  ] as const)('%s → %s', (outcome, message) => {
    expect(describeShareOutcome(outcome)).toBe(message);
  });
});
