/** @jest-environment jest-fixed-jsdom */
import { afterSettled, isFirstUseEvent, onFirstUse } from '@/lib/client/hooks/first-use';
import { SWIPER_DEFAULT_AUTOPLAY_MS, swiperLoadDelay } from '@/lib/client/hooks/swiper-load-delay';

describe('isFirstUseEvent (what counts as a shopper using the page)', () => {
  it.each([
    [{ type: 'scroll' }, true],
    [{ type: 'wheel' }, true],
    [{ type: 'keydown' }, true],
    [{ type: 'touchmove' }, true],
    [{ type: 'pointermove', pointerType: 'mouse' }, true],
    // A finger resting on a link before its tap must not swap the markup under it.
    [{ type: 'pointermove', pointerType: 'touch' }, false],
    [{ type: 'pointerdown', pointerType: 'mouse' }, false],
    [{ type: 'touchstart' }, false],
    [{ type: 'focusin' }, false],
  ])('%o → %s', (event, expected) => {
    expect(isFirstUseEvent(event)).toBe(expected);
  });
});

describe('onFirstUse', () => {
  it('calls back once, on the first event that counts, and not after being cancelled', () => {
    const first = jest.fn();
    onFirstUse(first);
    window.dispatchEvent(new Event('touchstart'));
    expect(first).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('keydown'));
    expect(first).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    onFirstUse(cancelled)();
    window.dispatchEvent(new Event('scroll'));
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('calls back at once on a page that opens scrolled (a link to a part of it)', () => {
    Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
    const callback = jest.fn();
    onFirstUse(callback);
    expect(callback).toHaveBeenCalledTimes(1);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

describe('swiperLoadDelay (when an untouched carousel needs Swiper)', () => {
  it.each([
    [undefined, null],
    [false, null],
    [true, SWIPER_DEFAULT_AUTOPLAY_MS],
    [{ delay: 6000 }, 6000],
    [{ pauseOnMouseEnter: true }, SWIPER_DEFAULT_AUTOPLAY_MS],
    [{ enabled: false, delay: 6000 }, null],
  ])('%o → %s', (autoplay, expected) => {
    expect(swiperLoadDelay(autoplay)).toBe(expected);
  });
});

describe('afterSettled (a timed start waits for the page to finish loading)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts the delay from when the page has loaded, and can be cancelled', () => {
    const callback = jest.fn();
    afterSettled(6000, callback);
    jest.advanceTimersByTime(6000);
    expect(document.readyState).toBe('complete');
    expect(callback).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    afterSettled(6000, cancelled)();
    jest.advanceTimersByTime(6000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
