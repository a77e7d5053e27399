/** `/app?mot-de-passe=change`: the sign-in form says the password was changed from the e-mailed link. */
export const PASSWORD_CHANGED_PARAM = { name: 'mot-de-passe', value: 'change' } as const;
