import { describe, expect, it } from 'vitest';
import { ApiError, errorMessageOf, isApiError, parseBody } from './api-error';

describe('errorMessageOf', () => {
  it("uses the server's message", () => {
    expect(errorMessageOf({ message: 'Slot already booked' }, 409)).toBe('Slot already booked');
  });

  it('falls back to a message naming the status', () => {
    expect(errorMessageOf({}, 500)).toBe('Request failed with status code 500');
    expect(errorMessageOf({ message: '  ' }, 400)).toBe('Request failed with status code 400');
    expect(errorMessageOf('<html>oops</html>', 502)).toBe('Request failed with status code 502');
    expect(errorMessageOf(undefined, 0)).toBe('Network Error');
  });

  it('uses a short plain-text body', () => {
    expect(errorMessageOf('Too many requests', 429)).toBe('Too many requests');
  });
});

describe('ApiError', () => {
  it('carries status, message and body', () => {
    const error = new ApiError(404, 'Doctor not found', { body: { message: 'Doctor not found' } });
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect({ name: error.name, status: error.status, message: error.message }).toEqual({
      name: 'ApiError',
      status: 404,
      message: 'Doctor not found',
    });
  });

  it('parses JSON bodies and keeps text ones', () => {
    expect(parseBody('{"message":"x"}')).toEqual({ message: 'x' });
    expect(parseBody('plain')).toBe('plain');
    expect(parseBody('')).toBeUndefined();
  });
});
