// The partner's own script: it adds a widget after load and listens to the widgets' events.
const eventLog = document.getElementById('event-log');

document.addEventListener('gem:ready', (event) => {
  const entry = document.createElement('li');
  entry.textContent = `${new Date().toLocaleTimeString()} gem:ready ${JSON.stringify(event.detail)}`;
  eventLog.append(entry);
});

// Show the snippet with this shop's real address.
const widgetsScript = document.querySelector('script[src$="widgets.js"]');
for (const origin of document.querySelectorAll('[data-shop-origin]')) origin.textContent = new URL(widgetsScript.src).origin;

setTimeout(() => {
  document.getElementById('late-widget-slot').append(document.createElement('gem-shop-info'));
}, 1000);
