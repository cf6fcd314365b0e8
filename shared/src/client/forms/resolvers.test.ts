import { describe, expect, it, vi } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { z } from 'zod';
import { lazyResolver } from './lazyResolver';
import { schemaResolver } from './schemaResolver';

type Values = { name: string; pin: string };
const schema = z.object({
  name: z.string().trim().min(1, 'Enter your name.'),
  pin: z.string().regex(/^\d{4}$/, 'Only 4 digit allow !!'),
});
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const messages = (errors: Record<string, { message?: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));

describe('schemaResolver', () => {
  it('gives every message by field, and the parsed values when valid', async () => {
    const resolve = schemaResolver<Values, z.output<typeof schema>>(schema);
    expect(messages((await resolve({ name: ' ', pin: '12' }, undefined, options)).errors)).toEqual({
      name: 'Enter your name.', pin: 'Only 4 digit allow !!',
    });
    expect((await resolve({ name: ' Asha ', pin: '1234' }, undefined, options)).values).toEqual({ name: 'Asha', pin: '1234' });
  });

  it('gives only the first message in field order when asked to', async () => {
    const resolve = schemaResolver<Values, z.output<typeof schema>>(schema, { firstErrorOnly: true });
    expect(messages((await resolve({ name: ' ', pin: '12' }, undefined, options)).errors)).toEqual({ name: 'Enter your name.' });
    expect(messages((await resolve({ name: 'Asha', pin: '12' }, undefined, options)).errors)).toEqual({ pin: 'Only 4 digit allow !!' });
  });
});

describe('lazyResolver', () => {
  it('loads the rules on the first use only, and warming loads them before', async () => {
    const load = vi.fn(async () => schemaResolver<Values, z.output<typeof schema>>(schema));
    const resolve = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolve.warm();
    expect(load).toHaveBeenCalledTimes(1);
    expect(messages((await resolve({ name: '', pin: '1234' }, undefined, options)).errors)).toEqual({ name: 'Enter your name.' });
    await resolve({ name: 'Asha', pin: '1234' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next submit when the rules failed to arrive', async () => {
    const load = vi.fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(schemaResolver<Values, z.output<typeof schema>>(schema));
    const resolve = lazyResolver(load);
    await expect(resolve({ name: 'Asha', pin: '1234' }, undefined, options)).rejects.toThrow('offline');
    expect((await resolve({ name: 'Asha', pin: '1234' }, undefined, options)).values).toEqual({ name: 'Asha', pin: '1234' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
