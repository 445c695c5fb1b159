/** A parent's name (spec 5 "Register"): at least 2 characters, trimmed; the cap keeps pages sane. */
export const USER_NAME_MIN = 2;
export const USER_NAME_MAX = 100;
