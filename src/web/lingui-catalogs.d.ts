// A catalogue imported with the `?lingui` suffix is compiled by @lingui/vite-plugin (lingui.config.ts).
declare module '*.json?lingui' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
