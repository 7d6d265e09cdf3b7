import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILE_URL, DEFAULT_TOKEN_TTL_SECONDS, EnvError, FAULT_POINTS, parseEnv, publicUrlFor } from '@server/env';

describe('parseEnv', () => {
  it('fills every default from an empty environment', () => {
    expect(parseEnv({})).toEqual({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: '.data',
      DATABASE_URL: undefined,
      TIME_SCALE: 1,
      PUBLIC_URL: 'http://localhost:8080',
      MAP_TILE_URL: DEFAULT_MAP_TILE_URL,
      TOKEN_TTL_SECONDS: DEFAULT_TOKEN_TTL_SECONDS,
      TOKEN_SECRET: undefined,
      STATIC_DIR: 'dist',
      NODE_ENV: 'development',
      OTP_SENDS_PER_MOBILE_PER_HOUR: 5,
      OTP_SENDS_PER_ADDRESS_PER_HOUR: 20,
      PASSWORD_GUESSES_PER_ADDRESS_PER_HOUR: 30,
      PASSWORD_GUESSES_PER_MOBILE_PER_HOUR: 10,
      ANONYMOUS_USERS_PER_ADDRESS_PER_HOUR: 200,
      TRACK_LOOKUPS_PER_ADDRESS_PER_HOUR: 30,
      PNR_LOOKUPS_PER_ADDRESS_PER_HOUR: 120,
      CATALOGUE_RECHECK_MS: 1000,
      PARTNER_FRAME_ORIGINS: [],
      SOCIAL_SANDBOX_KEY: undefined,
    });
  });

  it('reads the partner frame origins as a list and refuses anything but origins', () => {
    expect(parseEnv({ PARTNER_FRAME_ORIGINS: 'https://pay.example, https://wallet.example:8443' }).PARTNER_FRAME_ORIGINS).toEqual([
      'https://pay.example',
      'https://wallet.example:8443',
    ]);
    expect(() => parseEnv({ PARTNER_FRAME_ORIGINS: 'https://pay.example/checkout' })).toThrow(/PARTNER_FRAME_ORIGINS/);
    expect(() => parseEnv({ PARTNER_FRAME_ORIGINS: "'unsafe-inline'" })).toThrow(/PARTNER_FRAME_ORIGINS/);
  });

  it('reads given values and derives PUBLIC_URL from PORT', () => {
    const env = parseEnv({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/slice',
      DATABASE_URL: 'postgres://slice@db:5432/slice',
      TIME_SCALE: '0.5',
      MAP_TILE_URL: 'https://tiles.example.in/{z}/{x}/{y}.png',
      TOKEN_TTL_SECONDS: '60',
      TOKEN_SECRET: 'a-long-enough-secret',
      STATIC_DIR: 'build',
    });
    expect(env).toMatchObject({ PORT: 3000, TIME_SCALE: 0.5, TOKEN_TTL_SECONDS: 60, PUBLIC_URL: 'http://localhost:3000' });
    expect(env.DATABASE_URL).toBe('postgres://slice@db:5432/slice');
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 8080, DATABASE_URL: undefined });
  });

  it.each([
    ['PORT', 'abc', 'an integer from 0 to 65535'],
    ['PORT', '70000', 'an integer from 0 to 65535'],
    ['PORT', '-1', 'an integer from 0 to 65535'],
    ['TIME_SCALE', '0', 'a positive number'],
    ['TIME_SCALE', 'fast', 'a positive number'],
    ['DATABASE_URL', 'mysql://x@y/z', 'a postgres:// or postgresql:// URL'],
    ['PUBLIC_URL', 'localhost:8080', 'an http:// or https:// URL'],
    ['MAP_TILE_URL', 'https://tiles.example.in/{z}/{x}.png', 'an http(s) URL containing {z}, {x} and {y}'],
    ['TOKEN_TTL_SECONDS', '0', 'a positive integer'],
    ['TOKEN_TTL_SECONDS', '1.5', 'a positive integer'],
    ['OTP_SENDS_PER_MOBILE_PER_HOUR', '0', 'a positive integer'],
    ['OTP_SENDS_PER_ADDRESS_PER_HOUR', 'many', 'a positive integer'],
  ])('refuses %s=%s, naming the variable, the value and what is expected', (name, value, expected) => {
    const attempt = () => parseEnv({ [name]: value });
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(`Invalid environment variable ${name}="${value}": expected ${expected}`);
  });

  it('does not print a too-short TOKEN_SECRET or SOCIAL_SANDBOX_KEY back', () => {
    expect(() => parseEnv({ TOKEN_SECRET: 'hunter2' })).toThrow('TOKEN_SECRET=<7 characters>: expected at least 16 characters');
    expect(() => parseEnv({ SOCIAL_SANDBOX_KEY: 'hunter2' })).toThrow('SOCIAL_SANDBOX_KEY=<7 characters>: expected at least 16 characters');
  });

  it('takes a known fault injection point outside production only', () => {
    expect(parseEnv({ FAULT_POINT: FAULT_POINTS.killAfterGatewaySuccess }).FAULT_POINT).toBe(FAULT_POINTS.killAfterGatewaySuccess);
    expect(() => parseEnv({ FAULT_POINT: 'kill-everything' })).toThrow('Invalid environment variable FAULT_POINT="kill-everything"');
    expect(() => parseEnv({ FAULT_POINT: FAULT_POINTS.killAfterGatewaySuccess, NODE_ENV: 'production' })).toThrow(EnvError);
  });
});

describe('publicUrlFor', () => {
  it('announces the bound port when PORT=0 and no PUBLIC_URL was given', () => {
    expect(publicUrlFor(parseEnv({ PORT: '0' }), 41234)).toBe('http://localhost:41234');
  });

  it('keeps an explicit PUBLIC_URL', () => {
    expect(publicUrlFor(parseEnv({ PORT: '0', PUBLIC_URL: 'https://slice.example.in' }), 41234)).toBe('https://slice.example.in');
  });
});
