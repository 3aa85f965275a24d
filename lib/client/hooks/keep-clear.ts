/**
 * Content a floating control must never cover: a price, a total, a cart line. Pages mark it with
 * this attribute; the chat button steps aside while any of it lies under the button. Every button
 * and form field of the page's content and footer counts too, marked or not: a tap meant for it
 * must not open the chat. Links do not: a listing's cards would keep the button away most of the time,
 * and a card has its picture and its name to tap.
 */
export const KEEP_CLEAR = { 'data-keep-clear': '' } as const;
export const KEEP_CLEAR_SELECTOR = '[data-keep-clear], :is(main, footer) :is(button, input, select, textarea)';
