import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Answer } from '../../../src/admin/api/contract';
import type { AuditLog } from '../audit';
import { sendAdminError } from '../api-errors';
import { jsonBody } from '../json-body';
import { roleOf } from '../../../src/admin/api/roles';
import type { Ceremonies, CeremonyStart } from './ceremonies';
import { idleExpiry, type ActiveSession, type Sessions } from './sessions';

export interface AuthRouteParts {
  ceremonies: Ceremonies;
  sessions: Sessions;
  audit: AuditLog;
  /** The per-client limits of the invitation and the sign-in endpoints. */
  limits: { invitation: RequestHandler; signIn: RequestHandler };
  /** The session `requireSession` found for this request. */
  sessionOf(req: Request): ActiveSession;
}

const bodyOf = (req: Request) =>
  typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};

/** A ceremony's options, or 429 until the oldest live challenge ends (the bound: MAX_LIVE_CHALLENGES). */
function answerStart(
  req: Request,
  res: Response,
  // (WebAuthn's options as @simplewebauthn/server makes them: the contract checks what the client reads of them.)
  start: CeremonyStart<Pick<Answer<'signInOptions' | 'registrationOptions'>, 'challenge'>>,
): void {
  if (start.ok) {
    res.json(start.options);
    return;
  }
  req.log?.info({ path: req.path }, 'admin ceremony refused: the live challenges are at their bound');
  res.set('Retry-After', String(Math.max(1, Math.ceil(start.retryAfterMs / 1000))));
  sendAdminError(req, res, 429, 'sign_in_busy');
}

/** The endpoints that need no session: opening an invitation, registering its passkey, signing in. */
export function publicAuthRoutes({ ceremonies, sessions, limits }: AuthRouteParts): Router {
  const router = Router({ caseSensitive: true, strict: true });
  router.post('/invitation/options', limits.invitation, jsonBody(), async (req, res) => {
    const start = await ceremonies.registrationOptions(bodyOf(req).token);
    if (!start) return sendAdminError(req, res, 410, 'invitation_invalid');
    answerStart(req, res, start);
  });
  router.post('/invitation/verify', limits.invitation, jsonBody(), async (req, res) => {
    const { token, response } = bodyOf(req);
    const result = await ceremonies.register(token, response);
    if (!result.ok) {
      req.log?.info({ reason: result.reason }, 'admin passkey not registered');
      return sendAdminError(
        req,
        res,
        result.reason === 'invitation' ? 410 : 400,
        result.reason === 'invitation' ? 'invitation_invalid' : 'verification_failed',
      );
    }
    await sessions.start(res, result.owner, result.credential);
    res
      .status(201)
      .json({ owner: { email: result.owner.email, role: roleOf(result.owner) } } satisfies Answer<'signedIn'>);
  });
  router.post('/sign-in/options', limits.signIn, jsonBody(), async (req, res) => {
    answerStart(req, res, await ceremonies.signInOptions());
  });
  router.post('/sign-in/verify', limits.signIn, jsonBody(), async (req, res) => {
    const result = await ceremonies.signIn(bodyOf(req).response);
    if (!result.ok) return sendAdminError(req, res, 401, 'sign_in_failed');
    await sessions.start(res, result.owner, result.credential);
    res.json({ owner: { email: result.owner.email, role: roleOf(result.owner) } } satisfies Answer<'signedIn'>);
  });
  return router;
}

/** The signed-in owner's session: what it is, and signing out (on every replica: the state is shared). */
export function sessionRoutes({ sessions, audit, sessionOf }: AuthRouteParts): Router {
  const router = Router({ caseSensitive: true, strict: true });
  router.get('/session', (req, res) => {
    const session = sessionOf(req);
    res.json({
      owner: { email: session.owner, role: session.role },
      idleExpiresAt: idleExpiry(session),
      absoluteExpiresAt: session.absoluteExpiresAt,
    } satisfies Answer<'session'>);
  });
  router.post('/sign-out', async (req, res) => {
    const session = sessionOf(req);
    await sessions.end(req, res);
    await audit.record({ type: 'sign-out', owner: session.owner });
    res.status(204).end();
  });
  return router;
}
