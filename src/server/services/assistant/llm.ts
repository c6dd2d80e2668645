/**
 * An OpenAI-compatible model in front of the built-in engine (OPENAI_API_KEY, OPENAI_BASE_URL,
 * OPENAI_MODEL): it gets the knowledge entries the built-in engine found as context and the
 * site's searches as tools. Any failure (network, refusal, bad answer) falls back to the
 * built-in answer, so the traveller always gets one.
 */
import OpenAI from 'openai';
import type {
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type { AssistantAnswer, AssistantQuestion } from '../../../domain/assistant.ts';
import { addDays, isIsoDate } from '../../../domain/dates.ts';
import type { ServiceLog } from '../../lib/service-log.ts';
import type { Assistant } from './engine.ts';
import type { SearchDeps } from './searches.ts';

export type LlmOptions = {
  apiKey: string;
  baseUrl?: string | undefined;
  model: string;
  /** Milliseconds before a call is given up and the built-in answer is used. */
  timeoutMs?: number;
  log?: ServiceLog;
};

const MAX_TOOL_ROUNDS = 3;
const TOOLS: ChatCompletionTool[] = [
  {
    type: 'function',
    function: {
      name: 'search_flights',
      description:
        'Search flights between two airports (IATA codes) on a day; returns the cheapest.',
      parameters: {
        type: 'object',
        properties: {
          origin: { type: 'string', description: 'IATA code, e.g. LOS' },
          destination: { type: 'string', description: 'IATA code, e.g. ACC' },
          date: { type: 'string', description: 'YYYY-MM-DD' },
          passengers: { type: 'integer', minimum: 1, maximum: 9 },
        },
        required: ['origin', 'destination', 'date'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'search_hotels',
      description:
        'Search stays free in a city for the given nights; returns the cheapest and best rated.',
      parameters: {
        type: 'object',
        properties: {
          city: { type: 'string' },
          checkIn: { type: 'string', description: 'YYYY-MM-DD' },
          nights: { type: 'integer', minimum: 1, maximum: 30 },
          guests: { type: 'integer', minimum: 1, maximum: 10 },
        },
        required: ['city', 'checkIn'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'search_tours',
      description: 'List tour packages of verified local operators in a country (English name).',
      parameters: {
        type: 'object',
        properties: { country: { type: 'string' } },
        required: ['country'],
      },
    },
  },
];

function systemPrompt(today: string, builtin: AssistantAnswer): string {
  return [
    'You are the travel assistant of Teranga, a booking site for West Africa.',
    `Today is ${today}. Answer in ${builtin.language === 'fr' ? 'French' : 'English'}, in a few short paragraphs.`,
    'State visa, health and money rules only as the reviewed notes below give them, and cite their sources by name.',
    'If the notes do not answer the question, say plainly that you do not know; never invent a rule.',
    'Use the tools to search flights, hotels and tours; quote prices exactly as the tools return them.',
    '',
    'Reviewed notes from our knowledge base:',
    builtin.response,
  ].join('\n');
}

export function createLlmAssistant(
  options: LlmOptions,
  builtin: Assistant,
  deps: SearchDeps,
): Assistant {
  const client = new OpenAI({
    apiKey: options.apiKey,
    ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
    maxRetries: 0,
    timeout: options.timeoutMs ?? 20_000,
  });

  async function runTool(name: string, raw: string): Promise<unknown> {
    const args = JSON.parse(raw || '{}') as Record<string, unknown>;
    const today = deps.today();
    const day = (value: unknown, fallback: string) =>
      typeof value === 'string' && isIsoDate(value) && value > today ? value : fallback;
    const count = (value: unknown, low: number, high: number, fallback: number) =>
      Number.isInteger(value) ? Math.min(high, Math.max(low, value as number)) : fallback;
    if (name === 'search_flights') {
      const result = await deps.flights.search({
        origin: String(args.origin ?? '').toUpperCase(),
        destination: String(args.destination ?? '').toUpperCase(),
        departureDate: day(args.date, addDays(today, 7)),
        returnDate: undefined,
        passengers: count(args.passengers, 1, 9, 1),
        cabinClass: 'economy',
      });
      return [...result.flights]
        .sort((a, b) => Number(a.totalAmount) - Number(b.totalAmount))
        .slice(0, 5)
        .map((f) => ({
          airline: f.airline.name,
          totalUsd: f.totalAmount,
          departs: f.slices[0]?.departureDateTime,
          arrives: f.slices[0]?.arrivalDateTime,
          stops: f.stops,
        }));
    }
    if (name === 'search_hotels') {
      const checkIn = day(args.checkIn, addDays(today, 7));
      const stays = await deps.stays.search({
        destination: String(args.city ?? ''),
        checkIn,
        checkOut: addDays(checkIn, count(args.nights, 1, 30, 3)),
        guests: count(args.guests, 1, 10, 2),
      });
      return [...stays]
        .sort((a, b) => Number(a.pricePerNight) - Number(b.pricePerNight))
        .slice(0, 5)
        .map((s) => ({
          name: s.name,
          location: s.location,
          pricePerNightUsd: s.pricePerNight,
          rating: s.rating,
        }));
    }
    if (name === 'search_tours') {
      const packages = await deps.tours.listPackages({});
      const country = String(args.country ?? '').toLowerCase();
      return packages
        .filter((p) => p.country.toLowerCase() === country)
        .slice(0, 5)
        .map((p) => ({
          name: p.name,
          days: p.duration,
          pricePerPersonUsd: p.pricePerPerson,
          operator: p.operatorName,
        }));
    }
    throw new Error(`unknown tool ${name}`);
  }

  async function ask(question: AssistantQuestion): Promise<AssistantAnswer> {
    const fallback = await builtin.ask(question);
    try {
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: systemPrompt(deps.today(), fallback) },
        ...(question.history ?? []).map((turn) => ({ role: turn.role, content: turn.content })),
        { role: 'user', content: question.query },
      ];
      for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
        const completion = await client.chat.completions.create({
          model: options.model,
          messages,
          tools: TOOLS,
        });
        const message = completion.choices[0]?.message;
        if (!message) throw new Error('the model answered no choice');
        const calls = (message.tool_calls ?? []).filter((c) => c.type === 'function');
        if (calls.length === 0) {
          const text = message.content?.trim();
          if (!text) throw new Error('the model answered no text');
          return { ...fallback, response: text };
        }
        messages.push(message);
        for (const call of calls) {
          const content = JSON.stringify(
            await runTool(call.function.name, call.function.arguments),
          );
          messages.push({ role: 'tool', tool_call_id: call.id, content });
        }
      }
      throw new Error('the model asked for tools too many times');
    } catch (error) {
      options.log?.warn({ err: error }, 'the model failed; answered with the built-in engine');
      return fallback;
    }
  }

  return { ask };
}
