import { afterEach, describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { LeagueResponse } from '@/contract/league';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import LeagueScreen from '@/screens/league/LeagueScreen';
import { leagueMachine } from '@machines/league.machine';
import { networkFailure } from '../model/fixtures';
import { QUIET_LEAGUE, RANKED_LEAGUE } from '../model/leagueFixtures';
import { afterOrderRootActors } from './AfterOrderFixtures';
import { CurrentLocation, CURRENT_LOCATION_TEST_ID } from './CurrentLocation';
import { inHindi } from './inHindi';

afterEach(cleanup);

function leagueAnswering(answers: Array<LeagueResponse | Error>) {
  let calls = 0;
  return leagueMachine.provide({
    actors: {
      getLeague: fromPromise<LeagueResponse, { storeId: string | null }>(async () => {
        const answer = answers[Math.min(calls, answers.length - 1)]!;
        calls += 1;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
}

function renderLeague(answers: Array<LeagueResponse | Error>) {
  render(
    <RootActorsContext value={afterOrderRootActors().root}>
      <MemoryRouter initialEntries={['/worldPizzaLeague']}>
        <Suspense fallback={null}>
          <Routes>
            <Route
              path="/worldPizzaLeague"
              element={
                <MachineProvider machines={[leagueAnswering(answers)]}>
                  <LeagueScreen />
                </MachineProvider>
              }
            />
            <Route path="*" element={<CurrentLocation />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </RootActorsContext>,
  );
}

const findLocation = (location: string) => waitFor(() => expect(screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent).toBe(location));

describe('World Pizza League screen', () => {
  it('ranks this week’s pizzas with rank, image, name, country and orders, in a labelled ordered list', async () => {
    renderLeague([RANKED_LEAGUE]);
    const list = await screen.findByRole('list', { name: 'League ranking' });
    expect(list.tagName).toBe('OL');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    const first = within(rows[0]!);
    expect(first.getByRole('heading', { name: /American BBQ Smokehouse/ })).toBeTruthy();
    expect(first.getByText('Rank 1')).toBeTruthy();
    expect(first.getByText(/From United States/)).toBeTruthy();
    expect(first.getByText('4 orders this week')).toBeTruthy();
    expect(rows[0]!.querySelector('img')?.getAttribute('src')).toBe('/images/menu/piz-208.svg');
    expect(within(rows[1]!).getByText(/From Italy/)).toBeTruthy();
    expect(within(rows[1]!).getByText('1 order this week')).toBeTruthy();
    expect(within(rows[2]!).getByText(/From Mexico/)).toBeTruthy();
    // A pizza the menu gives no country shows none.
    expect(within(rows[3]!).queryByText(/^From /)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'World Pizza League' })).toBeTruthy();
    expect(screen.getByText('Week from Monday 23 Nov 2026')).toBeTruthy();
    expect(screen.queryByText(/No league pizza has been ordered yet/)).toBeNull();
  });

  it('opens the pizza on the menu’s World Pizza League category when its Order button is tapped', async () => {
    renderLeague([RANKED_LEAGUE]);
    fireEvent.click(await screen.findByRole('button', { name: 'Order Italian Garden Pesto' }));
    await findLocation('/menu?categoryId=51&pizzaId=110');
  });

  it('links to the category on the menu', async () => {
    renderLeague([RANKED_LEAGUE]);
    fireEvent.click(await screen.findByRole('link', { name: 'See the league on the menu' }));
    await findLocation('/menu?categoryId=51');
  });

  it('says no pizza was ordered yet this week, and still lists them to order', async () => {
    renderLeague([QUIET_LEAGUE]);
    expect(await screen.findByText(/No league pizza has been ordered yet this week/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Order / })).toHaveLength(4);
    expect(screen.getAllByText('0 orders this week')).toHaveLength(4);
  });

  it('shows why the league could not load, and loads it again on retry', async () => {
    renderLeague([networkFailure(), RANKED_LEAGUE]);
    expect(await screen.findByText('We could not load the league')).toBeTruthy();
    expect(screen.getByText('Internet connection Lost')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'League ranking' })).toBeTruthy();
  });

  describe('in Hindi', () => {
    inHindi();

    it('names the countries and the counts in Hindi', async () => {
      renderLeague([RANKED_LEAGUE]);
      const list = await screen.findByRole('list', { name: 'लीग रैंकिंग' });
      const first = within(within(list).getAllByRole('listitem')[0]!);
      expect(first.getByText(/संयुक्त राज्य से/)).toBeTruthy();
      expect(first.getByText('इस हफ़्ते 4 ऑर्डर')).toBeTruthy();
      expect(first.getByRole('button', { name: 'American BBQ Smokehouse ऑर्डर करें' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'वर्ल्ड पिज़्ज़ा लीग' })).toBeTruthy();
    });
  });
});
