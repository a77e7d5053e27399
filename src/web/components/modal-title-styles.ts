/** Modal titles as the other back-office modals draw them (bold, large). */
export const MODAL_TITLE_STYLES = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } } as const;
