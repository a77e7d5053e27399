import { Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent, type ReactNode } from 'react';
import { dateInputError, parseInputDate } from '../../shared/domain/dates';
import { MESSAGES } from '../../shared/messages';
import { ApiError, errorText } from '../api/api-client';
import { DateTextInput } from './date-text-input';
import { ErrorAlert } from './error-alert';
import { useT, type TranslateOf } from '../lib/i18n';
import { backOfficeCatalog } from '../lib/catalogs/back-office';

export interface DateModalProps {
  opened: boolean;
  onClose: () => void;
  /** e.g. 'Modification date de démontage'. */
  title: string;
  /** Label of the date field. @default 'Date' */
  label?: string;
  /** DD/MM/YYYY text the field starts with each time the modal opens ('' for an empty field). */
  initialValue: string;
  /** Shown above the field (what is being changed). */
  description?: ReactNode;
  /** Extra controls between the field and the buttons (e.g. the scope checkboxes). */
  children?: ReactNode;
  /**
   * Saves the date. `text` is the trimmed DD/MM/YYYY text (what the server expects), `isoDay` the same day as
   * 'YYYY-MM-DD'. The modal closes once the promise resolves; a rejection keeps it open and shows the error.
   */
  onConfirm: (text: string, isoDay: string) => Promise<unknown>;
  /** @default 'Confirmer' */
  confirmLabel?: string;
}

/**
 * The DD/MM/YYYY date modal of every date change (docs/product.md › Back office: validation): the format hint under the field, the
 * spec's message for anything that is not a real calendar date, Confirm disabled while the field is empty or
 * wrong, and the spec's alert when a confirmation is attempted anyway (Enter in the field).
 */
export function DateModal({ opened, onClose, title, ...formProps }: DateModalProps) {
  const t = useT(backOfficeCatalog);
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="md" closeButtonProps={{ 'aria-label': t('backOffice.fermer') }}>
      {/* Mounted only while open, so each opening starts again from initialValue. */}
      {opened && <DateForm onClose={onClose} {...formProps} />}
    </Modal>
  );
}

type DateFormProps = Omit<DateModalProps, 'opened' | 'title'>;

function DateForm({ onClose, label: givenLabel, initialValue, description, children, onConfirm, confirmLabel: givenConfirmLabel }: DateFormProps) {
  const t = useT(backOfficeCatalog);
  const label = givenLabel ?? t('backOffice.date');
  const confirmLabel = givenConfirmLabel ?? t('backOffice.confirmer');
  const [value, setValue] = useState(initialValue);
  const [touched, setTouched] = useState(false);
  const [confirmRefused, setConfirmRefused] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const error = dateInputError(value);
  const empty = value.trim() === '';
  const blocked = empty || error !== null;
  // Half-typed dates are not scolded: the message waits for a full-length text, a blur or a confirmation.
  const showError = error !== null && (touched || confirmRefused || value.trim().length >= 10);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (error !== null) {
      setConfirmRefused(true);
      return;
    }
    const isoDay = parseInputDate(value);
    if (empty || isoDay === null) return;
    setServerError(null);
    setSubmitting(true);
    try {
      await onConfirm(value.trim(), isoDay);
      setSubmitting(false);
      onClose();
    } catch (failure) {
      setSubmitting(false);
      console.error(failure);
      if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) {
        setServerError(errorText(failure, t('backOffice.dateSaveFailed')));
      } else {
        notifications.show({ color: 'red', title: failureTitle(t, failure), message: t('backOffice.dateSaveFailed') });
      }
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {description}
        <DateTextInput
          label={label}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setConfirmRefused(false);
            setServerError(null);
          }}
          onBlur={() => setTouched(true)}
          error={showError ? error : undefined}
          required
          data-autofocus
        />
        {children}
        <ErrorAlert>{confirmRefused && MESSAGES.confirmWithErrors}</ErrorAlert>
        <ErrorAlert>{serverError}</ErrorAlert>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            {t('backOffice.retour')}
          </Button>
          {/* Looks and reads as disabled, but still receives the attempt so the alert can say why. */}
          <Button type="submit" data-disabled={blocked || undefined} aria-disabled={blocked || undefined} loading={submitting}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const failureTitle = (t: TranslateOf<typeof backOfficeCatalog>, failure: unknown) =>
  failure instanceof ApiError && failure.status === 0 ? t('backOffice.serveurInjoignable') : t('backOffice.erreurEstSurvenue');
