// Records what the page drew, every script error and anything it fetched in the "report-status"
// element (JSON), and the counts as attributes of the body, so that a test driving a real browser
// can read them. Loaded first, so that errors in later scripts are caught too.
(function () {
  'use strict';
  var status = { done: false, charts: [], errors: [], fetched: [] };

  function publish() {
    // Everything the page tried to load from elsewhere, failed attempts included: must stay empty.
    if (window.performance && performance.getEntriesByType) {
      status.fetched = performance.getEntriesByType('resource').map(function (entry) { return entry.name; });
    }
    var element = document.getElementById('report-status');
    if (element) {
      element.textContent = JSON.stringify(status);
    }
    if (document.body) {
      var drawn = status.charts.filter(function (chart) { return chart.drawn; }).length;
      document.body.setAttribute('data-charts-drawn', String(drawn));
      document.body.setAttribute('data-report-errors', String(status.errors.length));
    }
  }

  function fail(message) {
    status.errors.push(String(message));
    publish();
  }

  window.addEventListener('error', function (event) {
    fail(event.message || (event.error && event.error.message) || 'script error');
  });
  window.addEventListener('unhandledrejection', function (event) {
    fail('unhandled rejection: ' + event.reason);
  });
  window.addEventListener('load', publish);
  ['error', 'warn'].forEach(function (level) {
    var original = console[level];
    console[level] = function () {
      fail(level + ': ' + Array.prototype.map.call(arguments, String).join(' '));
      return original.apply(console, arguments);
    };
  });

  window.reportStatus = { status: status, publish: publish, fail: fail };
})();
