// Unwraps ABP's AjaxResponse envelope (docs/contracts/README.md, The ABP envelope): identity and payment return errors as values, commerce throws.
import type { AxiosResponse } from 'axios';
import { CommerceError, toServiceError, type AbpEnvelope } from './errors';
import type { ServiceResult } from './types/common';

export async function abpResult<T>(request: Promise<AxiosResponse<AbpEnvelope<T>>>): Promise<ServiceResult<T>> {
  try {
    const { data: envelope } = await request;
    if (envelope && envelope.success === false) return { ok: false, error: toServiceError(envelope) };
    return { ok: true, data: envelope?.result as T };
  } catch (err) {
    return { ok: false, error: toServiceError(err) };
  }
}

export async function abpResultOrThrow<T>(request: Promise<AxiosResponse<AbpEnvelope<T>>>): Promise<T> {
  const outcome = await abpResult(request);
  if (!outcome.ok) throw new CommerceError(outcome.error);
  return outcome.data;
}
