import { IconAlertCircle, IconAt, IconEye, IconEyeOff, IconLock } from '@tabler/icons-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { emailError } from '../../../../shared/domain/email-rules';
import { MESSAGES } from '../../../../shared/messages';
import { paths } from '../../../config/paths';
import { Spinner } from '../../../components/spinner';
import { errorText } from '../../../api/api-client';
import { useLogin } from '../api/login';
import classes from './login-form.module.css';
import { FieldError } from '../../../components/field-error';
import { useT } from '../../../lib/i18n';
import { staffCatalog } from '../../../lib/catalogs/staff';

interface LoginFormProps {
  /** Called with the user id once the server accepted the credentials. */
  onLoggedIn: (userId: string) => void;
}

type FieldName = 'email' | 'password';
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

const validators: Record<FieldName, (value: string) => string | null> = {
  email: (value) => emailError(value),
  password: (value) => (value ? null : MESSAGES.passwordRequired),
};

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  icon: ReactNode;
  /** The input itself, given the ids it must carry. */
  children: (aria: { 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
  rightSection?: ReactNode;
}

/** A labelled input with its icon and its error line, in the look of the back office's fields. */
function Field({ id, label, error, icon, children, rightSection }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
        <span className={classes.required} aria-hidden="true">
          {' *'}
        </span>
      </label>
      <div className={classes.inputWrap} data-invalid={error ? true : undefined} data-with-right={rightSection ? true : undefined}>
        <span className={classes.inputIcon}>{icon}</span>
        {children({ 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
        {rightSection}
      </div>
      <FieldError id={errorId} className={classes.error}>
        {error}
      </FieldError>
    </div>
  );
}

/**
 * The /login-pro form (docs/product.md › Back office: screens Login, §5 Login rules, §8 Login failure). Plain React and CSS,
 * without Mantine: the login page is the first page staff open on a phone, and must paint fast (issue 9).
 * Messages appear once the visitor leaves a field or submits, not while typing.
 */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const t = useT(staffCatalog);
  const id = useId();
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [passwordVisible, setPasswordVisible] = useState(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const loginCall = useLogin({ onSuccess: (answer) => onLoggedIn(answer.uuid) });

  const submitting = loginCall.isPending;
  const failure = loginCall.isError ? errorText(loginCall.error) : null;

  const change = (name: FieldName) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };
  const blur = (name: FieldName) => () => {
    setErrors((current) => ({ ...current, [name]: validators[name](values[name]) ?? undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    for (const name of Object.keys(validators) as FieldName[]) found[name] = validators[name](values[name]) ?? undefined;
    setErrors(found);
    const firstInvalid = (Object.keys(validators) as FieldName[]).find((name) => found[name]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    loginCall.reset();
    void loginCall.mutate({ username: values.email, password: values.password });
  };

  /** What both fields share: their id, focus target (the first invalid one), value and checks. */
  const inputProps = (name: FieldName) => ({
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    id: `${id}-${name}`,
    className: classes.input,
    'aria-required': true,
    disabled: submitting,
    value: values[name],
    onChange: change(name),
    onBlur: blur(name),
  });
  const toggleLabel = passwordVisible ? t('staff.masquerMotPasse') : t('staff.afficherMotPasse');
  const EyeIcon = passwordVisible ? IconEyeOff : IconEye;

  return (
    <form onSubmit={submit} noValidate aria-label={t('staff.connexionEspaceOuvreur')} className={classes.form}>
      <Field id={`${id}-email`} label={t('staff.email')} error={errors.email} icon={<IconAt size={18} stroke={1.6} aria-hidden="true" />}>
        {(aria) => (
          <input
            {...inputProps('email')}
            name="username"
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('staff.emailPlaceholder')}
            {...aria}
          />
        )}
      </Field>
      <Field
        id={`${id}-password`}
        label={t('staff.motPasse')}
        error={errors.password}
        icon={<IconLock size={18} stroke={1.6} aria-hidden="true" />}
        rightSection={
          <button
            type="button"
            className={classes.eye}
            aria-label={toggleLabel}
            title={toggleLabel}
            aria-pressed={passwordVisible}
            disabled={submitting}
            onClick={() => setPasswordVisible((visible) => !visible)}
          >
            <EyeIcon size={18} stroke={1.6} aria-hidden="true" />
          </button>
        }
      >
        {(aria) => (
          <input
            {...inputProps('password')}
            name="password"
            type={passwordVisible ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder={t('staff.votreMotPasse')}
            {...aria}
          />
        )}
      </Field>
      <div className={classes.forgotten}>
        <Link to={paths.passwordReset.path} className={classes.link}>
          {t('staff.motPasseOublie')}
        </Link>
      </div>

      {failure && (
        <div className={classes.alert} role="alert" data-testid="login-error">
          <IconAlertCircle size={20} aria-hidden="true" className={classes.alertIcon} />
          <span>{failure}</span>
        </div>
      )}

      <button type="submit" className={classes.submit} disabled={submitting} aria-busy={submitting || undefined}>
        {submitting ? <Spinner size={20} className={classes.spinner} /> : null}
        <span className={submitting ? classes.submitLabelHidden : undefined}>{t('staff.connecter')}</span>
      </button>
    </form>
  );
}
