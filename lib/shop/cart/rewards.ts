/** The reward points line is a fixed figure in the spec (001 §9): 2567 points, worth $25.67 (100 points = $1). */
export const REWARD_POINTS = 2567;
export const REWARD_VALUE_USD = REWARD_POINTS / 100;
