import type { FastifyPluginAsync } from 'fastify';
import { placeName } from '../../domain/place-names.ts';
import { toIsoDate } from '../../domain/dates.ts';
import { knowledgeBase } from '../knowledge/index.ts';
import { AIRPORTS } from '../providers/flights/data/airports.ts';
import { assistantRoutes } from '../routes/assistant.ts';
import { guideRoutes } from '../routes/guide.ts';
import { createBuiltinAssistant } from '../services/assistant/engine.ts';
import { createLlmAssistant } from '../services/assistant/llm.ts';
import { createAssistantService } from '../services/assistant/service.ts';
import { createGuideService } from '../services/guide.ts';
import { createTourService } from '../services/tours.ts';
import type { AreaDeps } from './deps.ts';

/** The travel assistant and the visa check, over the knowledge base and the live searches. */
export const assistantArea: FastifyPluginAsync<AreaDeps> = async (app, deps) => {
  const knowledge = knowledgeBase();
  const searchDeps = {
    flights: deps.flights,
    stays: deps.stays,
    tours: createTourService({ db: deps.db, clock: deps.clock, mailer: deps.mailer }),
    knowledge,
    today: () => toIsoDate(deps.clock.now()),
  };
  const builtin = createBuiltinAssistant({
    ...searchDeps,
    airports: AIRPORTS,
    frenchName: (name) => placeName(name, 'fr'),
  });
  const model = deps.assistantModel;
  const assistant = model
    ? createLlmAssistant(
        { ...model, log: app.log.child({ service: 'assistant' }) },
        builtin,
        searchDeps,
      )
    : builtin;
  await app.register(assistantRoutes, {
    service: createAssistantService({ db: deps.db, assistant, knowledge }),
    questionsPerMinute: deps.assistantQuestionsPerMinute ?? 30,
  });
  await app.register(guideRoutes, { service: createGuideService({ knowledge }) });
};
