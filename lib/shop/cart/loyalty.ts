/** The loyalty program's terms (spec 001 §9). Points are worth US dollars: 100 points = $1. */
export const POINTS_PER_DOLLAR_SPENT = 2;
export const POINTS_PER_USD = 100;
export const REVIEW_POINTS = 250;
export const BIRTHDAY_POINTS = 500;
/** The spec states 200 and 500; 500 is used everywhere (docs/decisions.md, "Policy copy"). */
export const SIGN_UP_POINTS = 500;
export const REDEEM_TIERS = [500, 1000, 2500, 5000, 7500, 10000] as const;
/** The friend's first-order discount and the referrer's reward per successful referral, in USD. */
export const REFERRAL_REWARD_USD = 20;

export const pointsToUsd = (points: number) => Math.floor(points) / POINTS_PER_USD;

/** The reward points line is a fixed figure in the spec (001 §9): 2567 points, worth $25.67 (100 points = $1). */
export const REWARD_POINTS = 2567;
export const REWARD_VALUE_USD = REWARD_POINTS / 100;
