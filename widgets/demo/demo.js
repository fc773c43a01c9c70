// The partner's own script: it adds a widget after load and logs the widgets' events, as analytics would.
const eventLog = document.getElementById('event-log');
const widgetEvents = [
  'gem:ready',
  'gem:product-not-found',
  'gem:order-submitted',
  'gem:appointment-booked',
  'gem:contact-sent',
];

for (const type of widgetEvents) {
  document.addEventListener(type, (event) => {
    const entry = document.createElement('li');
    entry.textContent = `${new Date().toLocaleTimeString()} ${type} ${JSON.stringify(event.detail)}`;
    eventLog.append(entry);
  });
}

// Show the snippet with this shop's real address.
const widgetsScript = document.querySelector('script[src$="widgets.js"]');
for (const origin of document.querySelectorAll('[data-shop-origin]'))
  origin.textContent = new URL(widgetsScript.src).origin;

setTimeout(() => {
  document.getElementById('late-widget-slot').append(document.createElement('gem-shop-info'));
}, 1000);
