/** The shortest password an account takes: the register form's hint says it, the auth schemas check it. */
export const MIN_PASSWORD_LENGTH = 8;
