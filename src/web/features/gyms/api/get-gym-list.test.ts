import { describe, expect, it } from 'vitest';
import { GYM_LIST_PATH as CONTRACT_PATH } from '../../../../shared/contract/gyms';
import { GYM_LIST_PATH } from './get-gym-list';

describe('GYM_LIST_PATH', () => {
  it('is the contract’s path', () => {
    const user = '3f0c6f7e-2a51-4c1e-9a43-5b1f0e6d2c11';
    expect(GYM_LIST_PATH(user)).toBe(CONTRACT_PATH(user));
  });
});
