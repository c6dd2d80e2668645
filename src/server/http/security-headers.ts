import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The security headers of every answer (a content security policy, a permissions policy,
 * helmet's others), and `no-store` on API answers that do not say they may be kept.
 */
export function installSecurityHeaders(app: FastifyInstance, { stripe }: { stripe: boolean }) {
  // Only a live Stripe setup loads anything from another host: Stripe.js and its frames.
  const stripeHosts = stripe
    ? {
        script: ['https://js.stripe.com'],
        connect: ['https://api.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      }
    : { script: [], connect: [], frame: [] };
  // Built once: @fastify/helmet builds helmet's middleware (and parses the policy) per request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'", ...stripeHosts.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", ...stripeHosts.connect],
        frameSrc: ["'self'", ...stripeHosts.frame],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Powerful browser features the site never uses are off for it and every frame in it; only
  // Stripe's frames may ask for a payment (Apple Pay, Google Pay) when Stripe is on.
  const permissionsPolicy = [
    'accelerometer=()',
    'autoplay=()',
    'browsing-topics=()',
    'camera=()',
    'display-capture=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    `payment=(${stripe ? 'self "https://js.stripe.com"' : ''})`,
    'publickey-credentials-get=()',
    'usb=()',
  ].join(', ');
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', permissionsPolicy);
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  // API answers are the visitor's own (an account, a booking, an admin list) unless a route says
  // they may be kept (images): no browser or shared cache keeps them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
