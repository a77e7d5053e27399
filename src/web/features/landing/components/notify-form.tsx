import { useEffect, useId, useState, type FormEvent } from 'react';
import { usePartnerGyms } from '../api/get-partner-gyms';
import { notifyErrorText, notifyPotentialUser } from '../api/notify-potential-user';
import { GymAutocomplete } from './gym-autocomplete';
import classes from './notify-form.module.css';
import { notifyFormErrors, type NotifyFormValues } from './notify-rules';
import { Spinner } from '../../../components/spinner';
import { useT } from '../../../lib/i18n';
import { publicCatalog } from '../../../lib/catalogs/public';

const INITIAL_VALUES: NotifyFormValues = { gym: '', email: '' };

type Field = keyof NotifyFormValues;

type Outcome = { kind: 'success'; text: string } | { kind: 'error'; text: string } | null;

/**
 * "Tell me when the app reaches my gym" (docs/product.md › Public pages: screens; Public pages: states; Public pages: validation; Public pages:
 * errors): a gym and an e-mail, the
 * button on only when both are valid and changed (and not while sending), then the confirmation or the
 * error text. A field's error shows once it was left; the e-mail's is hidden while the field has focus.
 */
export function NotifyForm() {
  const t = useT(publicCatalog);
  const emailId = useId();
  const partnerGyms = usePartnerGyms();
  const [values, setValues] = useState<NotifyFormValues>(INITIAL_VALUES);
  const [touched, setTouched] = useState<Record<Field, boolean>>({ gym: false, email: false });
  const [focused, setFocused] = useState<Field | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [submitting, setSubmitting] = useState(false);

  // Without the list the field still takes any typed gym: the server checks it.
  useEffect(() => {
    if (partnerGyms.error) console.error('Liste des salles partenaires indisponible', partnerGyms.error);
  }, [partnerGyms.error]);

  const errors = notifyFormErrors(values);
  const valid = !errors.climbing_gym && !errors.email;
  const modified = values.gym !== INITIAL_VALUES.gym || values.email !== INITIAL_VALUES.email;
  const canSubmit = valid && modified && !submitting;

  const gymError = touched.gym && focused !== 'gym' && errors.climbing_gym ? t(`notify.${errors.climbing_gym}`) : undefined;
  const emailError = touched.email && focused !== 'email' && errors.email ? t(`notify.${errors.email}`) : undefined;

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A new attempt: the previous answer no longer applies.
    setOutcome(null);
  };
  const leave = (field: Field) => {
    setFocused((current) => (current === field ? null : current));
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    setOutcome(null);
    setSubmitting(true);
    try {
      const answer = await notifyPotentialUser({ climbing_gym: values.gym.trim(), email: values.email.trim() });
      // The server answers in the page's language (plugins/answer-language.ts).
      setOutcome({ kind: 'success', text: answer?.message || t('notify.succeeded') });
      setValues(INITIAL_VALUES);
      setTouched({ gym: false, email: false });
    } catch (error) {
      console.error('Inscription à la liste d’attente impossible', error);
      setOutcome({ kind: 'error', text: notifyErrorText(error) ?? t('notify.genericError') });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className={classes.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('notify.formLabel')}>
      <GymAutocomplete
        label={t('notify.gym')}
        placeholder={t('notify.gymPlaceholder')}
        value={values.gym}
        onChange={(value) => change('gym', value)}
        onFocus={() => setFocused('gym')}
        onBlur={() => leave('gym')}
        gyms={partnerGyms.gyms}
        loading={partnerGyms.loading}
        error={gymError}
      />
      <div className={classes.field}>
        <label htmlFor={emailId} className={classes.label}>
          {t('notify.email')}
        </label>
        <input
          id={emailId}
          className={classes.input}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('notify.emailPlaceholder')}
          value={values.email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${emailId}-error` : undefined}
          onChange={(event) => change('email', event.target.value)}
          onFocus={() => setFocused('email')}
          onBlur={() => leave('email')}
        />
        {emailError && (
          <p id={`${emailId}-error`} className={classes.error}>
            {emailError}
          </p>
        )}
      </div>
      <button type="submit" className={classes.submit} disabled={!canSubmit} aria-busy={submitting || undefined}>
        {submitting && <Spinner />}
        {t('notify.submit')}
      </button>
      {outcome?.kind === 'success' && (
        <p className={classes.success} role="status">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 12.5l4.2 4.2L19 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {outcome.text}
        </p>
      )}
      {outcome?.kind === 'error' && (
        <p className={classes.failure} role="alert">
          {outcome.text}
        </p>
      )}
    </form>
  );
}
