import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import mongoose from 'mongoose';
import { INTAKE_META_PATH, intakeFormPath } from '@crm/contracts';
import { AppError, notFound } from '../../errors/app-error';
import type { AppDeps } from '../../core/route-module';
import { addressKey } from '../auth';
import { slaOf } from '../leads';
import { readFormSubmission } from './form-submission';
import { formPostLimiter } from './form-post-limiter';
import { processDelivery, receiveFormPost, recordMetaLeads, type IntakeSettings } from './intake.deliveries';
import { activeFormSource, pageSource } from './intake.sources';
import { isSignedByMeta, leadgenChangesOf, type LeadgenChange } from './meta-lead-ads';

/** A form's post is a few fields; Meta's deliveries batch a few changes. */
const FORM_BODY_LIMIT = '32kb';
const META_BODY_LIMIT = '1mb';

export const intakeSettingsOf = (deps: AppDeps): IntakeSettings => ({
  country: deps.config.defaultCountry,
  sla: slaOf(deps.config),
  graphUrl: deps.config.meta.graphUrl,
});

/** Any web site may post to a form's address (its key is the credential); nothing else is shared. */
const allowAnySite: RequestHandler = (_req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
  res.setHeader('Access-Control-Max-Age', '86400');
  next();
};

/** A plain HTML form's post navigates the visitor here: they get a page, a script gets JSON. */
function answerReceived(req: Request, res: Response) {
  if (req.is('application/x-www-form-urlencoded') && req.accepts(['json', 'html']) === 'html') {
    res
      .status(200)
      .type('html')
      .send(
        '<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
          '<title>Thank you</title><body style="font-family:system-ui;text-align:center;padding:3em 1em">' +
          '<h1>Thank you! We will contact you soon.</h1><p dir="rtl" lang="ar">شكرًا لك! سنتواصل معك قريبًا.</p>',
      );
    return;
  }
  res.status(201).json({ ok: true });
}

/**
 * What outside services call, not the portal's pages: a website form's post and Meta's webhook.
 * Mounted apart from the contract's routes: they take other bodies (an HTML form's urlencoded post,
 * Meta's raw body whose signature is checked byte for byte) and other callers (any web site).
 */
export function intakeWebhooks(deps: AppDeps): Router {
  const router = express.Router();
  const settings = intakeSettingsOf(deps);
  const { appSecret, verifyToken } = deps.config.meta;
  const mayPost = formPostLimiter(mongoose.connection);

  router.options(intakeFormPath(':key'), allowAnySite, (_req, res) => {
    res.status(204).end();
  });
  router.post(
    intakeFormPath(':key'),
    allowAnySite,
    async (req, res, next) => {
      try {
        const source = await activeFormSource(String(req.params.key));
        if (!source) throw notFound('Unknown or paused form');
        const wait = await mayPost(String(source._id), addressKey(req.ip));
        if (wait) {
          res.setHeader('Retry-After', String(wait));
          throw new AppError('RATE_LIMITED', 'Too many posts from this address: try again later', {
            retryAfterSeconds: wait,
          });
        }
        res.locals.source = source;
        next();
      } catch (err) {
        next(err);
      }
    },
    express.json({ limit: FORM_BODY_LIMIT }),
    express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT }),
    async (req, res, next) => {
      try {
        await receiveFormPost(res.locals.source, readFormSubmission(req.body), settings);
        answerReceived(req, res);
      } catch (err) {
        next(err);
      }
    },
  );

  // Meta's subscription check: the challenge is echoed only to whoever knows the verify token.
  router.get(INTAKE_META_PATH, (req, res) => {
    const ok = verifyToken && req.query['hub.mode'] === 'subscribe' && req.query['hub.verify_token'] === verifyToken;
    if (!ok) {
      res.status(403).json({ message: 'Verification failed', code: 'FORBIDDEN' });
      return;
    }
    res
      .status(200)
      .type('text/plain')
      .send(String(req.query['hub.challenge'] ?? ''));
  });

  router.post(INTAKE_META_PATH, express.raw({ type: () => true, limit: META_BODY_LIMIT }), async (req, res, next) => {
    try {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.get('X-Hub-Signature-256');
      if (!appSecret) throw new AppError('FORBIDDEN', 'Meta deliveries are not set up (META_APP_SECRET)');
      if (!signature) throw new AppError('UNAUTHORIZED', 'Unsigned delivery');
      if (!isSignedByMeta(raw, signature, appSecret)) throw new AppError('FORBIDDEN', 'Wrong signature');
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('BAD_JSON', 'The request body is not valid JSON');
      }
      const ids = [];
      const byPage = new Map<string, LeadgenChange[]>();
      for (const change of leadgenChangesOf(body))
        byPage.set(change.pageId, [...(byPage.get(change.pageId) ?? []), change]);
      for (const [pageId, changes] of byPage) {
        const source = await pageSource(pageId);
        if (!source) {
          deps.logger.warn({ pageId }, 'Meta delivered a lead of a page no lead source receives');
          continue;
        }
        ids.push(...(await recordMetaLeads(source, changes)));
      }
      // Meta wants its answer quickly: the leads are read from the Graph API after it.
      res.status(200).json({ received: ids.length });
      for (const id of ids) {
        await processDelivery(id, settings).catch((err: unknown) =>
          deps.logger.error({ err, delivery: String(id) }, 'A Meta delivery could not be processed'),
        );
      }
    } catch (err) {
      next(err);
    }
  });

  return router;
}
