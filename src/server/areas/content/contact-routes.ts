import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContactAnswer,
  ContactBody,
  CONTACT_MESSAGES_PER_MINUTE,
} from '../../../domain/contact.ts';
import type { ContactService } from '../../services/contact.ts';

/** Spec 2's POST /api/contact: the contact page's form. */
export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/contact',
    {
      config: { rateLimit: { max: CONTACT_MESSAGES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { body: ContactBody, response: { 201: ContactAnswer } },
    },
    async (request, reply) => {
      const answer = await service.sendMessage(request.body);
      return reply.code(201).send(answer);
    },
  );
};
