import { describe, expect, it } from 'vitest';
import {
  checkRequestHeaders,
  isJsonContentType,
  jsonBodyBytes,
  requestLimitMessages,
  tooLargeMessage,
} from '../../src/lib/request-limits.mjs';

const json = (length: string | number, more: Record<string, unknown> = {}) => ({
  'content-type': 'application/json',
  'content-length': String(length),
  ...more,
});

describe('checkRequestHeaders', () => {
  it('passes JSON with a length up to the limit', () => {
    expect(checkRequestHeaders(json(4096), 4096)).toEqual({ ok: true });
    expect(checkRequestHeaders(json(2, { 'content-type': 'application/json; charset=UTF-8' }), 4096)).toEqual({
      ok: true,
    });
  });

  it('answers 413 when the length is missing, unreadable, chunked or above the limit', () => {
    const noLength = { ok: false, status: 413, body: { error: requestLimitMessages.noLength } };
    expect(checkRequestHeaders({ 'content-type': 'application/json' }, 4096)).toEqual(noLength);
    expect(checkRequestHeaders(json('12, 12'), 4096)).toEqual(noLength);
    expect(checkRequestHeaders(json(-1), 4096)).toEqual(noLength);
    expect(checkRequestHeaders({ 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, 4096)).toEqual(
      noLength,
    );
    expect(checkRequestHeaders(json(10, { 'transfer-encoding': 'chunked' }), 4096)).toEqual(noLength);
    expect(checkRequestHeaders(json(4097), 4096)).toEqual({
      ok: false,
      status: 413,
      body: { error: 'Forespørgslen er for stor: højst 4096 byte.' },
    });
    expect(tooLargeMessage(7680)).toBe('Forespørgslen er for stor: højst 7680 byte.');
  });

  it('answers 415 for any content encoding, before n8n would unzip it', () => {
    for (const encoding of ['gzip', 'deflate', 'br', 'identity', '']) {
      expect(checkRequestHeaders(json(30, { 'content-encoding': encoding }), 4096)).toEqual({
        ok: false,
        status: 415,
        body: { error: requestLimitMessages.encoded },
      });
    }
  });

  it('answers 415 for a type other than JSON, whatever its size', () => {
    for (const type of [undefined, 'application/octet-stream', 'text/plain', 'multipart/form-data; boundary=x']) {
      expect(checkRequestHeaders(json(52_428_800, { 'content-type': type }), 4096)).toMatchObject({ status: 415 });
    }
    expect(isJsonContentType('application/json; charset=latin1')).toBe(false);
    expect(isJsonContentType('application/jsonp')).toBe(false);
    expect(isJsonContentType('Application/JSON')).toBe(true);
  });

  it('with limit 0 (a GET) refuses any body and reads no type', () => {
    expect(checkRequestHeaders({}, 0)).toEqual({ ok: true });
    expect(checkRequestHeaders({ 'content-length': '0', 'content-type': 'text/html' }, 0)).toEqual({ ok: true });
    for (const headers of [
      { 'content-length': '5' },
      { 'transfer-encoding': 'chunked' },
      { 'content-encoding': 'gzip' },
    ]) {
      expect(checkRequestHeaders(headers, 0)).toEqual({
        ok: false,
        status: 413,
        body: { error: requestLimitMessages.noBodyExpected },
      });
    }
  });

  it('reads missing headers as none', () => {
    expect(checkRequestHeaders(undefined, 0)).toEqual({ ok: true });
    expect(checkRequestHeaders(undefined, 10)).toMatchObject({ status: 415 });
  });
});

describe('jsonBodyBytes', () => {
  it('counts the JSON text in UTF-8 bytes, escapes included', () => {
    expect(jsonBodyBytes({ a: 'æ' })).toBe('{"a":""}'.length + 2);
    expect(jsonBodyBytes({ a: '\u0800' })).toBe('{"a":""}'.length + 3);
    expect(jsonBodyBytes({ a: '\u0001' })).toBe('{"a":""}'.length + 6);
  });
});
