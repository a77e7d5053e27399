import { notifyFieldErrorKeys, type NotifyFieldErrorKeys } from '../../../../shared/domain/notify-rules';

export interface NotifyFormValues {
  gym: string;
  email: string;
}

/** The notify form's checks (docs/product.md › Public pages: validation): the server's own, on the form's fields. */
export const notifyFormErrors = (values: NotifyFormValues): NotifyFieldErrorKeys => notifyFieldErrorKeys({ climbing_gym: values.gym, email: values.email });
