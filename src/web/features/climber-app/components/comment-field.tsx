import { Textarea } from '@mantine/core';
import { CLIMBER_LIMITS } from '../../../../shared/domain/climber-rules';
import { useT } from '../../../lib/i18n';
import { climberCatalog } from '../../../lib/catalogs/climber';

/** Too long once trimmed (1 to 500 characters; Climbers: payloads). */
export const commentTooLong = (text: string) => text.trim().length > CLIMBER_LIMITS.commentMaxLength;

/** A climber's comment, with the limit's message as soon as it is passed. */
export function CommentField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT(climberCatalog);
  return (
    <Textarea
      label={label}
      placeholder={placeholder}
      autosize
      minRows={2}
      maxRows={5}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={commentTooLong(value) ? t('sheet.commentTooLong', { max: CLIMBER_LIMITS.commentMaxLength }) : undefined}
    />
  );
}
