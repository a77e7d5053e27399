import { Group, Paper, Text, TextInput, Title, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';

/** A card of the contest's back-office tabs: a titled section, an optional line under its title and controls beside it. */
export function AdminSection({
  id,
  title,
  description,
  aside,
  maw,
  children,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  aside?: ReactNode;
  maw?: number;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id} maw={maw}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap">
        <div>
          <Title order={2} fz="h4" id={id}>
            {title}
          </Title>
          {description && (
            <Text fz="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}

interface NumberFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** Optional only for the form library's getInputProps, which always gives it. */
  value?: number | '';
  onChange: (value: number | '') => void;
  /** Accepts a decimal point or comma (heights in metres). */
  decimal?: boolean;
}

const parse = (text: string, decimal: boolean): number | '' | null => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return '';
  if (!(decimal ? /^\d+(\.\d*)?$/ : /^\d+$/).test(trimmed)) return null;
  return Number(trimmed);
};

/**
 * A whole (or decimal) number typed on a numeric keypad; '' when empty. Mantine's NumberInput brings
 * react-number-format (about 9 kB gzipped) for steppers and separators these forms do not need.
 */
export function NumberField({ value = '', onChange, decimal = false, ...props }: NumberFieldProps) {
  const [text, setText] = useState(value === '' ? '' : String(value));
  // A value changed from outside (a reset, a server answer) replaces what is typed.
  useEffect(() => {
    if (parse(text, decimal) !== value) setText(value === '' ? '' : String(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the value changes
  }, [value]);
  return (
    <TextInput
      {...props}
      inputMode={decimal ? 'decimal' : 'numeric'}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const parsed = parse(next, decimal);
        if (parsed !== null) onChange(parsed);
      }}
    />
  );
}
