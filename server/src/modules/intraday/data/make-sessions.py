#!/usr/bin/env python3
"""Writes the intraday replay fixtures (replay CSV format, market-data/data/replay/README.md).

Synthetic, seeded and shaped by hand-picked waypoints so that one US session shows every exit of the
rule (target, stop, session end) and another a gap through the daily loss limit. Not a recording of
real trades. Run: python3 make-sessions.py (writes the CSV files beside it)."""
import datetime as dt
import random

HEADER = 'symbol,time,open,high,low,close,volume\n'


def minute_bars(day, waypoints, seed):
    rnd = random.Random(seed)
    start = dt.datetime.fromisoformat(day + 'T14:30:00+00:00')
    pts = sorted(waypoints.items())
    def level(i):
        for (a, pa), (b, pb) in zip(pts, pts[1:]):
            if a <= i <= b:
                return pa + (pb - pa) * (i - a) / (b - a)
        return pts[-1][1]
    rows = []
    prev = level(0)
    for i in range(390):
        o = prev
        c = level(i + 1) + rnd.uniform(-0.05, 0.05)
        h = max(o, c) + abs(rnd.uniform(0, 0.08))
        l = min(o, c) - abs(rnd.uniform(0, 0.08))
        at = (start + dt.timedelta(minutes=i)).strftime('%Y-%m-%dT%H:%M:%SZ')
        rows.append(f'US:AAPL,{at},{o:.2f},{h:.2f},{l:.2f},{c:.2f},{rnd.randint(60000, 140000)}\n')
        prev = c
    return rows


def daily_bars(last_day, n, seed):
    rnd = random.Random(seed)
    days = []
    d = dt.date.fromisoformat(last_day)
    while len(days) < n:
        if d.weekday() < 5:
            days.append(d)
        d -= dt.timedelta(days=1)
    days.reverse()
    rows = []
    close = 262.0
    for d in days:
        o = close + rnd.uniform(-1, 1)
        c = o + rnd.uniform(-2.5, 2.8)
        h = max(o, c) + rnd.uniform(0.8, 1.8)
        l = min(o, c) - rnd.uniform(0.8, 1.8)
        rows.append(f'US:AAPL,{d.isoformat()}T00:00:00Z,{o:.2f},{h:.2f},{l:.2f},{c:.2f},{rnd.randint(38_000_000, 52_000_000)}\n')
        close = c
    return rows


# Friday 20 November 2026: a range, a breakout to the target, a stop, a last entry held to the close.
day1 = {0: 270.0, 6: 270.8, 12: 269.7, 15: 270.4, 22: 271.6, 60: 276.2, 70: 276.4, 95: 272.2, 110: 273.8, 200: 274.4, 300: 273.9, 390: 274.3}
# Monday 23 November 2026: a breakout, then a gap far below the stop (the loss limit), then a rally it does not trade.
day2 = {0: 270.0, 8: 270.9, 14: 270.2, 15: 270.4, 24: 271.5, 40: 271.6, 41: 262.5, 120: 263.0, 250: 275.0, 390: 275.5}

with open('aapl-2026-11-20.csv', 'w') as f:
    f.write(HEADER + ''.join(minute_bars('2026-11-20', day1, 20)))
with open('aapl-2026-11-23.csv', 'w') as f:
    f.write(HEADER + ''.join(minute_bars('2026-11-23', day2, 23)))
with open('aapl-daily.csv', 'w') as f:
    f.write(HEADER + ''.join(daily_bars('2026-11-20', 25, 7)))
