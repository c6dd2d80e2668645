import type { FastifyPluginAsync } from 'fastify';
import type { RatesSource } from '../../../domain/currencies.ts';
import { toIsoDate } from '../../../domain/dates.ts';
import { placeName } from '../../../domain/place-names.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { knowledgeBase } from '../../knowledge/index.ts';
import { AIRPORTS } from '../../providers/flights/data/airports.ts';
import type { AccommodationService } from '../../services/accommodations.ts';
import { createBuiltinAssistant } from '../../services/assistant/engine.ts';
import { createLlmAssistant } from '../../services/assistant/llm.ts';
import { createAssistantService } from '../../services/assistant/service.ts';
import type { FlightService } from '../../services/flights.ts';
import { createGuideService } from '../../services/guide.ts';
import type { TourService } from '../../services/tours.ts';
import { guideRoutes } from './guide-routes.ts';
import { assistantRoutes } from './routes.ts';

/** An OpenAI-compatible model (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL). */
export type AssistantModel = { apiKey: string; baseUrl?: string | undefined; model: string };

export type AssistantAreaDeps = {
  db: Database;
  clock: Clock;
  /** The searches the assistant runs for a question: the same services the search area has. */
  flights: FlightService;
  /** Today's exchange rates, which a price said in euros or francs is read at. */
  rates?: RatesSource;
  stays: AccommodationService;
  tours: TourService;
  /** The model that answers; the built-in engine when not given. */
  assistantModel?: AssistantModel | undefined;
  /** Questions one address may ask per minute (30 by default). */
  assistantQuestionsPerMinute?: number | undefined;
};

/** The travel assistant and the visa check, over the knowledge base and the live searches. */
export const assistantArea: FastifyPluginAsync<AssistantAreaDeps> = async (app, deps) => {
  const knowledge = knowledgeBase();
  const searchDeps = {
    flights: deps.flights,
    stays: deps.stays,
    tours: deps.tours,
    knowledge,
    today: () => toIsoDate(deps.clock.now()),
    rates: deps.rates,
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
