import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssistantBody,
  AssistantReply,
  TravelAssistantBody,
  TravelAssistantReply,
  VisaAnswer,
  VisaQuery,
} from '../../../domain/assistant.ts';
import type { AssistantService } from '../../services/assistant/service.ts';

/** The assistant's two calls (spec 1 and spec 2 section 7) and the visa check. */
export const assistantRoutes: FastifyPluginAsyncZod<{
  service: AssistantService;
  questionsPerMinute: number;
}> = async (app, { service, questionsPerMinute }) => {
  const limit = { rateLimit: { max: questionsPerMinute, timeWindow: '1 minute' } };
  app.post(
    '/api/travel-assistant',
    {
      config: limit,
      schema: { body: TravelAssistantBody, response: { 200: TravelAssistantReply } },
    },
    async (request) => {
      const { id, response, suggestions, links, sources } = await service.ask(request.body);
      return { id, response, suggestions, links, sources };
    },
  );
  app.post(
    '/api/ai/travel-assistant',
    { config: limit, schema: { body: AssistantBody, response: { 200: AssistantReply } } },
    async (request) => {
      const { response, suggestions, links, sources } = await service.ask(request.body);
      return { response, suggestions, links, sources };
    },
  );
  app.get(
    '/api/visa-requirements',
    { schema: { querystring: VisaQuery, response: { 200: VisaAnswer } } },
    (request) => service.checkVisa(request.query),
  );
};
