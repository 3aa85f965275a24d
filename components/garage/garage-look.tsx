/** What the garage's islands and their first-paint stand-ins share, so a stand-in and its island look the same. */

/** The header control's look, a box of fixed width: a name arriving after the first paint moves nothing around it. */
export const GARAGE_LINK_LOOK = 'garage-link';
/** The product page's answer: one line of the same reserved height in every state. */
export const FIT_LINE_LOOK = 'flex min-h-10 items-center font-bold';

/** A phone's header has room for two short lines: "ZN6 GR86 / FR-S / BRZ" wraps rather than loses its end. */
export const GarageName = ({ name }: { name: string }) => <span className="line-clamp-2 break-words">{name}</span>;
