// Lighthouse mobile scores (performance, accessibility, best practices, SEO),
// CLS, LCP and total blocking time, with the Debian Chromium through
// chrome-launcher: `runs` runs per page (default 3, issue 33), reported as the
// median and the lowest performance score with the median run's figures, and
// the blocking time's biggest sources (scripts by main-thread time) of that run.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const bootup = lhr.audits["bootup-time"]?.details?.items ?? [];
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
    speedIndexMs: Math.round(lhr.audits["speed-index"]?.numericValue ?? 0),
    topScripts: bootup
      .slice(0, 3)
      .map((i) => `${String(i.url).replace(/^https?:\/\/[^/]+/, "")} ${Math.round(i.total)}ms`)
      .join("; "),
  };
}

export async function lighthouseScores(origin, pages, runs = 3) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const out = {};
  try {
    for (const [name, path] of Object.entries(pages)) {
      const results = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (result?.lhr) results.push(figures(result.lhr));
      }
      if (results.length === 0) continue;
      results.sort((a, b) => a.performance - b.performance);
      const median = results[Math.floor(results.length / 2)];
      out[name] = {
        runs: results.length,
        performanceMedian: median.performance,
        performanceMin: results[0].performance,
        ...median,
      };
      delete out[name].performance;
    }
  } finally {
    chrome.kill();
  }
  return out;
}
